import { normalizeApplyKitUrl, readApplyKitUrl, saveApplyKitUrl } from './settings.ts';

const input = document.getElementById('url') as HTMLInputElement;
const saved = document.getElementById('saved') as HTMLElement;

void readApplyKitUrl().then((url) => {
  input.value = url;
});

document.getElementById('form')?.addEventListener('submit', (e) => {
  e.preventDefault();
  const url = normalizeApplyKitUrl(input.value);
  if (!url) {
    saved.textContent = 'Please enter an http:// or https:// address.';
    return;
  }
  void saveApplyKitUrl(url).then(() => {
    input.value = url;
    saved.textContent = 'Saved.';
  });
});
