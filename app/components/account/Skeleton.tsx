/** Placeholder rows while deferred account data streams in. */
export function Skeleton({rows = 3, label}: {rows?: number; label: string}) {
  return (
    <div className="skeleton" role="status" aria-label={label}>
      {Array.from({length: rows}, (_, i) => (
        <div key={i} className="skeleton__row" />
      ))}
    </div>
  );
}
