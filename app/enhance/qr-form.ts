/**
 * The QR generator's form: "Generate QR Code" is disabled whenever the name is empty (also
 * once a code was made and the name cleared), and the code is asked for from the page, so a
 * request that fails says so beside the button instead of leaving her on the browser's error
 * screen (send-in-page.ts). Without JavaScript the form asks the server's answer page, which
 * refuses a blank name with the field's message.
 */
import { answerRegionOf, sendInPage } from "./send-in-page.ts";

export default function enhance(form: HTMLFormElement) {
  const name = form.elements.namedItem("event");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!(name instanceof HTMLInputElement) || !button) return;
  let asking = false;
  const sync = () => {
    button.disabled = asking || name.value.trim() === "";
  };
  sync();
  name.addEventListener("input", sync);
  form.addEventListener("submit", (event) => {
    const region = answerRegionOf(form);
    if (!region) return;
    event.preventDefault();
    if (asking || name.value.trim() === "") return;
    asking = true;
    sync();
    void sendInPage(form, region).then(() => {
      asking = false;
      sync();
    });
  });
}
