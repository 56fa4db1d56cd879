import { PracticeHome } from "../../features/practice/components/practice-home";
import { PracticeScene, type SceneVoice } from "../../features/practice/components/practice-scene";
import { MicButton } from "../../features/voice/components/mic-button";
import { VoiceToolbar } from "../../features/voice/components/voice-toolbar";
import { useVoiceConversation } from "../../features/voice/hooks/use-voice-conversation";

/** /practice: scenarios and progress. Loaded on its own, so the rest of the app does not carry it. */
export function PracticeRoute() {
  return <PracticeHome />;
}

/** Voice in a scene: say your line into the microphone, hear her answers read aloud. */
function PracticeVoice({ children, ...options }: SceneVoice) {
  const voice = useVoiceConversation(options);
  return children({
    toolbar: <VoiceToolbar voice={voice} />,
    mic: voice.supported && <MicButton listening={voice.listening} onToggle={voice.toggleListening} />,
    beforeSend: voice.stopSpeaking,
  });
}

/** /practice/:id: one scene and its feedback card. */
export function PracticeSceneRoute({ id }: { id: string }) {
  return <PracticeScene id={id} Voice={PracticeVoice} />;
}
