import {mkdtempSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {onFileChange} from '../../src/content/file-change.js';

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function fileWith(text: string) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'file-change-')), 'export.json');
  writeFileSync(file, text);
  return file;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Watches `file` every 20 ms; `seen` collects the reported changes, the watch stops after the test. */
function watch(file: string) {
  const seen: Date[] = [];
  const stop = onFileChange(file, (modified) => seen.push(modified), 20);
  stops.push(stop);
  return {seen, stop};
}

describe('onFileChange', () => {
  it('reports a write made right after it starts watching', async () => {
    const file = fileWith('{"a":"start"}');
    const {seen} = watch(file);
    writeFileSync(file, '{"a":"begin"}');
    await wait(120);
    expect(seen).toHaveLength(1);
  });

  it('reports a file replaced by a rename into place, as build tools write it', async () => {
    const file = fileWith('{"a":1}');
    const {seen} = watch(file);
    writeFileSync(`${file}.tmp`, '{"a":2}');
    renameSync(`${file}.tmp`, file);
    await wait(120);
    expect(seen).toHaveLength(1);
  });

  it('stays quiet while the file is unchanged, and after it is stopped', async () => {
    const file = fileWith('{}');
    const {seen, stop} = watch(file);
    await wait(80);
    expect(seen).toHaveLength(0);
    stop();
    writeFileSync(file, '{"changed":true}');
    await wait(80);
    expect(seen).toHaveLength(0);
  });

  it('survives the file being removed, and reports it when it comes back', async () => {
    const file = fileWith('{}');
    const {seen} = watch(file);
    rmSync(file);
    await wait(80);
    expect(seen).toHaveLength(0);
    writeFileSync(file, '{"back":true}');
    await wait(80);
    expect(seen).toHaveLength(1);
  });
});
