import { TailoredView } from '../features/tailored/tailored-view.tsx';

export function CreateTailoredResumePage() {
  return <TailoredView />;
}
