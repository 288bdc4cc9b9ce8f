import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.js';
import { useSegmentKeys } from './segment-keys.js';
import { insertAt, moveItem, removeAt, replaceAt } from './segment-list-ops.js';
import './segments.css';

/** Props of {@link SegmentList}. */
export interface SegmentListProps<S> {
  readonly segments: readonly S[];
  readonly onChange: (next: S[]) => void;
  /** A new, empty segment for the Add button. */
  readonly createSegment: () => S;
  /** The accessible legend of the segment at `index` among `count` ("Segment 2 of 3"). */
  readonly legend: (index: number, count: number) => string;
  /** The Add button's text for a list of `count` segments. */
  readonly addLabel: (count: number) => string;
  /** Where a new segment goes (default: at the end). */
  readonly insertIndex?: (count: number) => number;
  /** Whether the segment at `index` may be removed (default: while more than one is left). */
  readonly canRemove?: (index: number, count: number) => boolean;
  /** Whether the segment at `from` may take the place `to` (default: always). */
  readonly canMove?: (from: number, to: number, count: number) => boolean;
  /** Applied to the list after every add, remove and move (cruise roles follow positions). */
  readonly normalize?: (segments: S[]) => S[];
  /** The fields of one segment; `update` replaces that segment. */
  readonly renderSegment: (segment: S, index: number, update: (next: S) => void) => ReactNode;
  /** An error about the list itself, such as "Add at least one segment." */
  readonly error?: string;
}

type Focus = { readonly key: string; readonly target: 'first' | 'up' | 'down' } | { readonly target: 'add' };

const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * An editable list of segments: each one a fieldset whose legend names its place ("Segment 2 of
 * 3"), with Move up, Move down and Remove; an Add button below. Changes are announced in a status
 * region and the focus follows the segment acted on. The list's own error and the Add button sit
 * in `data-field="segments"`, where the form page looks for the error at 'segments'.
 *
 * @example
 * <SegmentList segments={plan.segments} onChange={(segments) => onChange({ ...plan, segments })}
 *   createSegment={() => EMPTY_RAIL_SEGMENT} legend={(i, n) => t('segment.legend', { number: i + 1, count: n })}
 *   addLabel={() => t('rail.add')} renderSegment={(s, i, update) => <RailSegmentFields ... />} />
 */
export function SegmentList<S>(props: SegmentListProps<S>) {
  const { segments, onChange, legend } = props;
  const { t } = useTranslation('planSegments');
  const rootRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLDivElement>(null);
  const errorId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<Focus | null>(null);
  const count = segments.length;
  const canRemove = props.canRemove ?? ((_i: number, n: number) => n > 1);
  const canMove = props.canMove ?? (() => true);
  const normalize = props.normalize ?? ((list: S[]) => list);

  // Stable keys keep each segment's widgets (typed text, lookup messages) with it through moves.
  const { keys, expect, newKey } = useSegmentKeys(segments);

  // Each request is a new object, so the effect runs once per request, after the list it names shows.
  useEffect(() => {
    if (focus === null) return;
    if (focus.target === 'add') {
      addRef.current?.querySelector('button')?.focus();
      return;
    }
    const box = rootRef.current?.querySelector<HTMLElement>(`[data-segment-key="${focus.key}"]`);
    if (!box) return;
    if (focus.target === 'first') {
      box.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
      return;
    }
    const wanted = box.querySelector<HTMLButtonElement>(`[data-segment-action="${focus.target}"]:not([disabled])`);
    const other = box.querySelector<HTMLButtonElement>('[data-segment-action="up"]:not([disabled]), [data-segment-action="down"]:not([disabled])');
    (wanted ?? other)?.focus();
  }, [focus]);

  const change = (next: S[], nextKeys: string[]) => {
    expect(next, nextKeys);
    onChange(next);
  };

  const add = () => {
    const at = Math.min(Math.max(props.insertIndex?.(count) ?? count, 0), count);
    const key = newKey();
    change(normalize(insertAt(segments, at, props.createSegment())), insertAt(keys, at, key));
    setAnnouncement(t('segment.added', { segment: legend(at, count + 1) }));
    setFocus({ key, target: 'first' });
  };

  const remove = (index: number) => {
    const gone = legend(index, count);
    const nextKeys = removeAt(keys, index);
    change(normalize(removeAt(segments, index)), nextKeys);
    setAnnouncement(t('segment.removed', { segment: gone }));
    const next = nextKeys[Math.min(index, nextKeys.length - 1)];
    setFocus(next === undefined ? { target: 'add' } : { key: next, target: 'first' });
  };

  const move = (index: number, to: number) => {
    const key = keys[index];
    if (key === undefined) return;
    change(normalize(moveItem(segments, index, to)), moveItem(keys, index, to));
    setAnnouncement(t('segment.moved', { segment: legend(to, count) }));
    setFocus({ key, target: to < index ? 'up' : 'down' });
  };

  const update = (index: number) => (next: S) => onChange(replaceAt(segments, index, next));

  return (
    <div className="wb-segments" ref={rootRef}>
      {segments.map((segment, index) => {
        const key = keys[index] ?? String(index);
        const name = legend(index, count);
        const mayMoveUp = index > 0 && canMove(index, index - 1, count);
        const mayMoveDown = index < count - 1 && canMove(index, index + 1, count);
        return (
          <fieldset key={key} className="wb-segment" data-segment-key={key}>
            <legend className="wb-segment__legend">{name}</legend>
            <div className="wb-segment__actions">
              {/* A single segment has nowhere to move. */}
              {count > 1 && (
                <>
                  <Button
                    variant="outline-primary"
                    size="sm"
                    data-segment-action="up"
                    isDisabled={!mayMoveUp}
                    aria-label={t('segment.actionOn', { action: t('segment.moveUp'), segment: name })}
                    onPress={() => move(index, index - 1)}
                  >
                    {t('segment.moveUp')}
                  </Button>
                  <Button
                    variant="outline-primary"
                    size="sm"
                    data-segment-action="down"
                    isDisabled={!mayMoveDown}
                    aria-label={t('segment.actionOn', { action: t('segment.moveDown'), segment: name })}
                    onPress={() => move(index, index + 1)}
                  >
                    {t('segment.moveDown')}
                  </Button>
                </>
              )}
              {canRemove(index, count) && (
                <Button
                  variant="outline-danger"
                  size="sm"
                  data-segment-action="remove"
                  aria-label={t('segment.actionOn', { action: t('segment.remove'), segment: name })}
                  onPress={() => remove(index)}
                >
                  {t('segment.remove')}
                </Button>
              )}
            </div>
            <div className="wb-segment__body">{props.renderSegment(segment, index, update(index))}</div>
          </fieldset>
        );
      })}
      <div ref={addRef} data-field="segments" className="wb-segments__end">
        {props.error !== undefined && (
          <p id={errorId} className="wb-segments__error" role="alert">
            {props.error}
          </p>
        )}
        <Button variant="outline-primary" onPress={add} aria-describedby={props.error !== undefined ? errorId : undefined}>
          {props.addLabel(count)}
        </Button>
      </div>
      <p className="wb-visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
