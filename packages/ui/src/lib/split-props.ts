/**
 * The names of an options type's keys, each once: `satisfies OptionNames<Options>` fails to
 * compile when an option is added to the type and not here, so none is ever forgotten (and
 * passed on to a DOM element as an unknown attribute).
 */
export type OptionNames<Options> = Record<keyof Options, true>;

/**
 * Splits a component's props into the options `names` lists and everything else (for the
 * element it renders).
 *
 * @example
 * const [queueOptions, elementProps] = splitProps<UseUploadQueueOptions, typeof props>(props, QUEUE_OPTIONS);
 */
export function splitProps<Options, Props extends Partial<Options>>(
  props: Props,
  names: OptionNames<Options>,
): [Options, Omit<Props, keyof Options>] {
  const options: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) (name in names ? options : rest)[name] = value;
  return [options as Options, rest as Omit<Props, keyof Options>];
}
