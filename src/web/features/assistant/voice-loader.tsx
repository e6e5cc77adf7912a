import { Component, lazy, type ComponentType, type ReactNode } from 'react';

type VoicePanelComponent = ComponentType<{
  ask: (text: string) => Promise<string | null>;
  onUseText: () => void;
}>;

/** The voice code (recognition, synthesis, waveform) downloads only when voice mode opens. */
export const loadVoicePanel = () =>
  lazy(async () => ({ default: (await import('./voice-panel')).VoicePanel as VoicePanelComponent }));

/** A failed download of the voice code (flaky network) offers to try again instead of breaking the page. */
export class VoiceLoadBoundary extends Component<
  { fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('Voice chat could not be loaded', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback(() => {
      this.props.onRetry();
      this.setState({ failed: false });
    });
  }
}
