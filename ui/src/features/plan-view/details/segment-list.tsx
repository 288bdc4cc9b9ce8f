import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PlanDateTime } from '@waybook/core';
import type { PlanDetailsContext } from './details-kit.js';
import { PlanCard, useWhen } from './facts.js';

// The segments of a multi-segment plan: the one the URL names is highlighted and open, the others
// are one-line summaries that link to their own page.

/** One segment of the list. */
export interface SegmentItem {
  readonly uuid: string;
  /** The one-line summary ("SK 4035 · CPH → OSL"). */
  readonly summary: string;
  readonly start: PlanDateTime | null;
  /** The open view of the segment. */
  readonly details: ReactNode;
}

/** The segments under `title`; nothing when there are none. */
export function SegmentList({
  title,
  items,
  context,
}: {
  readonly title: string;
  readonly items: readonly SegmentItem[];
  readonly context: PlanDetailsContext;
}) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  if (items.length === 0) return null;
  const anySelected = context.currentIndex >= 0;
  return (
    <PlanCard title={title} className="wb-plan-segments-card">
      <ol className="wb-plan-segments">
        {items.map((item, index) => {
          const isCurrent = index === context.currentIndex;
          const isOpen = isCurrent || !anySelected;
          const path = isCurrent ? null : context.segmentPath(item.uuid);
          const start = when(item.start);
          return (
            <li
              key={item.uuid || index}
              className={`wb-plan-segment${isCurrent ? ' wb-plan-segment--current' : ''}`}
              aria-current={isCurrent ? 'true' : undefined}
              data-segment-uuid={item.uuid}
            >
              <div className="wb-plan-segment__summary">
                <h3 className="wb-plan-segment__title">{path === null ? item.summary : <Link to={path}>{item.summary}</Link>}</h3>
                {isCurrent && <span className="wb-plan-segment__badge">{t('segments.current')}</span>}
                {!isOpen && start !== null && <span className="wb-plan-segment__when">{start}</span>}
              </div>
              {isOpen && <div className="wb-plan-segment__details">{item.details}</div>}
            </li>
          );
        })}
      </ol>
    </PlanCard>
  );
}
