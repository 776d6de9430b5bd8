/** Arabic-Indic and Persian digits typed on an Arabic keyboard, read as the digits the server expects. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) =>
    String((digit.codePointAt(0) ?? 0) & 0xf),
  );
}
