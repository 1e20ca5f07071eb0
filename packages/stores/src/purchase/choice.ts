// One way to render a choice of the journey (a package, a payment method) as a button that
// assistive technology reads as a radio, so both apps behave the same whatever their kit.

export interface ChoiceProps {
  type: 'button';
  role: 'radio';
  'aria-checked': boolean;
  onClick: () => void;
}

export function choiceProps(checked: boolean, onChoose: () => void): ChoiceProps {
  return { type: 'button', role: 'radio', 'aria-checked': checked, onClick: onChoose };
}
