// The options of a select of fixed choices, each value typed as the choices are.
export interface SelectOption<Value extends string = string> {
  value: Value;
  label: string;
}

/** Each value as an option, named by its label. */
export function labelledOptions<Value extends string>(values: readonly Value[], labels: Record<Value, string>): SelectOption<Value>[] {
  return optionsLabelledBy(values, (value) => labels[value]);
}

/** Each value as an option, named by `labelOf` (a label in the page's language). */
export function optionsLabelledBy<Value extends string>(
  values: readonly Value[],
  labelOf: (value: Value) => string,
): SelectOption<Value>[] {
  return values.map((value) => ({ value, label: labelOf(value) }));
}

/** The option `chosen` names: the value a select reports, typed again. */
export function optionNamed<Value extends string>(options: readonly SelectOption<Value>[], chosen: string) {
  return options.find((option) => option.value === chosen);
}
