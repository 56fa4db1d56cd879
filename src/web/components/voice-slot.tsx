import type { ComponentType, ReactNode } from "react";

/**
 * How a conversation screen (the chat, a practice scene) takes voice controls without importing
 * the voice feature: the route passes a component of this type, the screen renders it around its
 * input with `VoiceArea`.
 */
export type VoiceSlotProps = {
  /** The newest reply to read aloud (null: none yet; undefined: still loading). */
  reply: { id: string; text: string } | null | undefined;
  /** Changes when another conversation or scene opens; replies already there are not read out. */
  scope: string | null;
  /** Puts recognised words into the input. */
  onTranscript: (text: string) => void;
  /** Sends a finished spoken phrase. */
  onSend: (text: string) => void;
  /** Lays the controls out: a toolbar above the input, a microphone beside it. */
  children: (parts: VoiceParts) => ReactNode;
};

export type VoiceParts = { toolbar: ReactNode; mic: ReactNode; beforeSend: () => void };

export type VoiceSlot = ComponentType<VoiceSlotProps>;

/** The input area, with the voice controls around it when the route provides them. */
export function VoiceArea({
  Voice,
  children,
  ...props
}: Omit<VoiceSlotProps, "children"> & { Voice?: VoiceSlot; children: (parts?: VoiceParts) => ReactNode }) {
  return Voice ? <Voice {...props}>{children}</Voice> : children();
}
