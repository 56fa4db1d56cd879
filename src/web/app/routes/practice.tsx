import { PracticeHome } from "../../features/practice/components/practice-home";
import { PracticeScene } from "../../features/practice/components/practice-scene";
import { VoiceControls } from "../../features/voice/components/voice-controls";

/** /practice: scenarios and progress. Loaded on its own, so the rest of the app does not carry it. */
export function PracticeRoute() {
  return <PracticeHome />;
}

/** /practice/:id: one scene and its feedback card; say your line aloud, hear her answers. */
export function PracticeSceneRoute({ id }: { id: string }) {
  return <PracticeScene id={id} Voice={VoiceControls} />;
}
