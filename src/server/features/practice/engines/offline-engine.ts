import type { PracticeEngine } from "../engine";
import { playPartner } from "../offline/partner";
import { scoreScene } from "../offline/scorer";
import { scriptFor } from "../offline/scripts";

/**
 * The default practice engine: no key, no network. She answers from the scenario's script by the
 * intent and tone of what the user said, and the rubric scores the scene from the same signals.
 */
export function createOfflinePracticeEngine(): PracticeEngine {
  return {
    name: "offline",
    async respond({ scenario, transcript, lastTurn }) {
      return playPartner({ scenario, script: scriptFor(scenario.id), transcript, lastTurn });
    },
    async score({ scenario, transcript }) {
      return scoreScene({ scenario, script: scriptFor(scenario.id), transcript });
    },
  };
}
