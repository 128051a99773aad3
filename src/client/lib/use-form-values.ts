import { useState } from 'react';

type TextName<Values> = { [Name in keyof Values]: Values[Name] extends string ? Name : never }[keyof Values] &
  string;

/**
 * A controlled form's values. `bind(name)` gives a text input its name, value and change handler, so each field
 * in the markup says only what sets it apart (label, type, autocomplete).
 */
export function useFormValues<Values extends object>(initial: Values) {
  const [values, setValues] = useState(initial);
  const setValue = <Name extends keyof Values>(name: Name, value: Values[Name]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const bind = <Name extends TextName<Values>>(name: Name) => ({
    name,
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value as Values[Name]),
  });
  return { values, setValues, setValue, bind };
}
