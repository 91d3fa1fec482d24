/** The asterisk after a required field's label (decorative: the validation message names the field). */
export function RequiredMark() {
  return (
    <span className="text-destructive" aria-hidden>
      {' *'}
    </span>
  );
}
