// The safety check's own thread (safety-checker.ts). The app runs its TypeScript through tsx, so
// this entry is JavaScript and loads the check through tsx's API, whatever the thread was started with.
import { tsImport } from "tsx/esm/api";

const { checkSafety } = await tsImport("./safety.ts", import.meta.url);

export default function check(message) {
  return checkSafety(message);
}
