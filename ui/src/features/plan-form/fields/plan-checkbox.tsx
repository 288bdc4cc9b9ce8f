import type { ReactNode } from 'react';
import { Checkbox } from 'react-aria-components';
import './fields.css';

/** Props of {@link PlanCheckbox}. */
export type PlanCheckboxProps = {
  readonly children: ReactNode;
  readonly isSelected: boolean;
  readonly onChange: (isSelected: boolean) => void;
  /** The field's path in the plan ('booking.isPurchased'), for `data-field`. */
  readonly path?: string;
  readonly isDisabled?: boolean;
  /** Ids of texts that describe the checkbox. */
  readonly 'aria-describedby'?: string;
};

/**
 * A labelled checkbox with a 44px touch target (react-aria `Checkbox`).
 *
 * @example
 * <PlanCheckbox isSelected={booking.isPurchased} onChange={(isPurchased) => set({ isPurchased })}>Purchased</PlanCheckbox>
 */
export function PlanCheckbox(props: PlanCheckboxProps) {
  return (
    <div data-field={props.path}>
      <Checkbox
        className="wb-plan-check"
        isSelected={props.isSelected}
        onChange={props.onChange}
        isDisabled={props.isDisabled}
        aria-describedby={props['aria-describedby']}
      >
        <span className="wb-plan-check__box" aria-hidden="true" />
        {props.children}
      </Checkbox>
    </div>
  );
}
