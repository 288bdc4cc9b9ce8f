import type { ReactNode } from 'react';

/** The empty state of a list panel: a small picture, a title and what to do next. */
export function EmptyState({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <div className="wb-trips-empty">
      <svg className="wb-trips-empty__art" viewBox="0 0 120 80" aria-hidden="true" focusable="false">
        <rect x="10" y="22" width="100" height="50" rx="8" fill="#e3ecf7" />
        <rect x="42" y="10" width="36" height="16" rx="5" fill="none" stroke="#0b5cad" strokeWidth="4" />
        <path d="M30 46h60" stroke="#0b5cad" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <h3>{title}</h3>
      {children}
    </div>
  );
}
