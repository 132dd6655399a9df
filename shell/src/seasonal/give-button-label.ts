import { GIVE_RECOGNITION_BUTTON_ID } from '../chrome/GiveRecognitionButton';

export const SEASONAL_LABEL_ATTRIBUTE = 'data-seasonal-label';

/**
 * Shows `phrase` on the give-recognition button, or returns null while the button is not there.
 * The button's own nodes are set aside and put back by the returned restore. React writes a changed
 * label (say, after a language switch) into whatever text node the button holds, so an observer
 * takes that text as the button's own label and shows the phrase again.
 */
export function relabelGiveButton(phrase: string): (() => void) | null {
  const button = document.getElementById(GIVE_RECOGNITION_BUTTON_ID);
  if (!button) return null;
  const phraseNode = document.createTextNode(phrase);
  let ownNodes: ChildNode[] = [];
  const showPhrase = () => {
    const nodes = Array.from(button.childNodes);
    if (nodes.length !== 1 || nodes[0] !== phraseNode) {
      ownNodes = nodes.filter((node) => node !== phraseNode);
      button.replaceChildren(phraseNode);
    } else if (phraseNode.data !== phrase) {
      ownNodes = [document.createTextNode(phraseNode.data)];
      phraseNode.data = phrase;
    }
  };
  showPhrase();
  button.setAttribute(SEASONAL_LABEL_ATTRIBUTE, phrase);
  const observer = new MutationObserver(showPhrase);
  observer.observe(button, { childList: true, characterData: true, subtree: true });
  return () => {
    observer.disconnect();
    button.replaceChildren(...ownNodes);
    button.removeAttribute(SEASONAL_LABEL_ATTRIBUTE);
  };
}

/** Calls `attempt` now and then every `retryMs` until it succeeds or `timeoutMs` has passed. */
export function retryUntil(attempt: () => boolean, retryMs: number, timeoutMs: number): () => void {
  if (attempt()) return () => undefined;
  let retriesLeft = Math.floor(timeoutMs / retryMs);
  const timer = window.setInterval(() => {
    retriesLeft -= 1;
    if (attempt() || retriesLeft <= 0) window.clearInterval(timer);
  }, retryMs);
  return () => window.clearInterval(timer);
}
