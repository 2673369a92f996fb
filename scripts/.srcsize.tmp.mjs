import fs from 'node:fs'; import {SourceMapConsumer} from 'source-map-js';
const files = process.argv.slice(2);
const tot = {};
for (const f of files) {
  const code = fs.readFileSync(f,'utf8'); const lines = code.split('\n');
  const smc = new SourceMapConsumer(JSON.parse(fs.readFileSync(f+'.map','utf8')));
  const ms=[]; smc.eachMapping(m=>ms.push(m));
  for (let i=0;i<ms.length;i++){ const m=ms[i], n=ms[i+1];
    const end = n && n.generatedLine===m.generatedLine ? n.generatedColumn : lines[m.generatedLine-1].length;
    let s=(m.source||'?').replace(/.*node_modules\//,'nm/').replace(/.*\/app\//,'app/');
    if(!process.env.FULL) s = s.replace(/^(nm\/(@[^/]+\/)?[^/]+)\/.*$/,'$1');
    tot[s]=(tot[s]||0)+(end-m.generatedColumn);
  }
}
Object.entries(tot).sort((a,b)=>b[1]-a[1]).slice(0,45).forEach(([k,v])=>console.log(String((v/1024).toFixed(1)).padStart(7),k));
