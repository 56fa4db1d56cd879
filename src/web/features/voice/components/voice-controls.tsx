import type { VoiceSlotProps } from "../../../components/voice-slot";
import { useVoiceConversation } from "../hooks/use-voice-conversation";
import { MicButton } from "./mic-button";
import { VoiceToolbar } from "./voice-toolbar";

/**
 * Voice for a conversation screen: say your message into the microphone, hear replies read
 * aloud. Routes hand it to the chat and the practice scene as their voice slot.
 */
export function VoiceControls({ children, ...options }: VoiceSlotProps) {
  const voice = useVoiceConversation(options);
  return children({
    toolbar: <VoiceToolbar voice={voice} />,
    mic: voice.supported && <MicButton listening={voice.listening} onToggle={voice.toggleListening} />,
    beforeSend: voice.stopSpeaking,
  });
}
