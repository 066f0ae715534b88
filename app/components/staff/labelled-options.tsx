/** A select's options for each of `values`, showing its label. */
export function LabelledOptions<V extends string>({
  values,
  labels,
}: {
  values: readonly V[];
  labels: Record<V, string>;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
