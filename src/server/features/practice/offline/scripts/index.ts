import type { ScenarioId } from "../../../../../shared/practice/scenarios";
import type { Script } from "../script";
import { coffeeShop } from "./coffee-shop";
import { culturalMisunderstanding } from "./cultural-misunderstanding";
import { firstDate } from "./first-date";
import { firstMessage } from "./first-message";
import { meetingParents } from "./meeting-parents";
import { politeNo } from "./polite-no";
import { secondDate } from "./second-date";
import { textToCall } from "./text-to-call";

/** Every scenario card has a script; the type makes a missing one a compile error. */
export const SCRIPTS: Record<ScenarioId, Script> = {
  "coffee-shop": coffeeShop,
  "first-message": firstMessage,
  "first-date": firstDate,
  "second-date": secondDate,
  "meeting-parents": meetingParents,
  "cultural-misunderstanding": culturalMisunderstanding,
  "polite-no": politeNo,
  "text-to-call": textToCall,
};

export function scriptFor(scenarioId: string): Script {
  const script = SCRIPTS[scenarioId as ScenarioId];
  if (!script) throw new Error(`No practice script for scenario ${scenarioId}`);
  return script;
}
