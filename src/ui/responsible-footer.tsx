/** The age notice and "Gambling is addictive" line kept visible in the footer of home and wallet (DESIGN "Words"). */
export function ResponsibleFooter({ ageText, detail }: { ageText: string; detail: string }) {
  return (
    <footer className="responsible-footer">
      <span className="age-badge" aria-hidden="true">
        21+
      </span>
      <p>
        <strong>{ageText}</strong>
        <br />
        {detail}
      </p>
    </footer>
  );
}
