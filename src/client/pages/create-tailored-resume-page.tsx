import { WhatWeReadPanel } from '../features/profile-editor/what-we-read-panel.tsx';
import { TailoredView } from '../features/tailored/tailored-view.tsx';

export function CreateTailoredResumePage() {
  return <TailoredView renderProfile={(resumeId, retailor) => <WhatWeReadPanel resumeId={resumeId} onCorrected={retailor} />} />;
}
