import {useRef} from 'react';
import {pushEvent} from '~/features/analytics/data-layer';
import {isSafeUrl} from '~/features/content/link-safety';
import {passedMilestones, type VideoFields} from '~/features/content/sections';

/** A native video (no autoplay, nothing downloaded until play) with video_start/progress/complete events. */
export function VideoSection({fields}: {fields: VideoFields}) {
  const started = useRef(false);
  const sent = useRef(new Set<number>());
  if (!isSafeUrl(fields.videoUrl)) return null;
  const params = {video_title: fields.title, video_url: fields.videoUrl};
  return (
    <section className="section video-section">
      <h2>{fields.title}</h2>
      <figure>
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the CMS gives a transcript (aria-describedby), no captions file */}
        <video
          controls
          preload="none"
          playsInline
          poster={fields.poster?.url || undefined}
          src={fields.videoUrl}
          data-testid="section-video"
          aria-describedby={fields.transcript ? `${fieldsId(fields)}-transcript` : undefined}
          onPlay={() => {
            if (started.current) return;
            started.current = true;
            pushEvent('video_start', params);
          }}
          onTimeUpdate={(event) => {
            const video = event.currentTarget;
            // Recorded WebM files may not declare a duration: use what is buffered then.
            const buffered = video.buffered.length ? video.buffered.end(video.buffered.length - 1) : Number.NaN;
            const duration = Number.isFinite(video.duration) ? video.duration : buffered;
            for (const percent of passedMilestones(video.currentTime, duration, sent.current)) {
              sent.current.add(percent);
              pushEvent('video_progress', {...params, video_percent: percent});
            }
          }}
          onEnded={() => pushEvent('video_complete', params)}
        />
        <figcaption>{fields.caption}</figcaption>
      </figure>
      {fields.transcript ? (
        <details className="video-section__transcript" id={`${fieldsId(fields)}-transcript`}>
          <summary>Transcript</summary>
          <p>{fields.transcript}</p>
        </details>
      ) : null}
    </section>
  );
}

const fieldsId = (fields: VideoFields) => `video-${fields.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
