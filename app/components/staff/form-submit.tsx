/** A workspace form's one submit button, on its own line below the fields. */
export function FormSubmit({ label }: { label: string }) {
  return (
    <div>
      <button type="submit" className="btn-primary min-h-11">
        {label}
      </button>
    </div>
  );
}
