const signIns = (count: number) => `${count} sign-in${count === 1 ? "" : "s"}`;

/** The host's line: what waits, what was refused, that the waiting ones went out, or that the kiosk works offline. */
export function hostStatusText({
  waiting,
  refused,
  allSent,
  offlineReady,
}: {
  waiting: number;
  refused: number;
  allSent: boolean;
  offlineReady: boolean;
}) {
  const lines = [
    waiting > 0
      ? `${signIns(waiting)} waiting to be sent. They go out by themselves when the connection returns.`
      : "",
    refused > 0
      ? `${signIns(refused)} could not be sent: the website refused ${refused === 1 ? "it" : "them"}. ${refused === 1 ? "It is" : "They are"} kept on this tablet; please tell the office.`
      : "",
  ].filter(Boolean);
  if (lines.length > 0) return lines.join(" ");
  if (allSent) return "All sign-ins sent.";
  return offlineReady ? "Ready to work offline." : "";
}
