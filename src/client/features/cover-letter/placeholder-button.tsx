import { useId, useState, type FormEvent } from 'react';
import type { Placeholder } from '../../../shared/placeholders.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover.tsx';

export interface PlaceholderButtonProps {
  placeholder: Placeholder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReplace: (value: string) => void;
}

/** A highlighted [placeholder]; clicking opens a small editor prefilled with the text without brackets. */
export function PlaceholderButton({ placeholder, open, onOpenChange, onReplace }: PlaceholderButtonProps) {
  const id = useId();
  const [value, setValue] = useState(placeholder.inner);

  function save(e: FormEvent) {
    e.preventDefault();
    if (value.trim() === '') return;
    onReplace(value.trim());
  }

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setValue(placeholder.inner);
        onOpenChange(next);
      }}
    >
      <PopoverTrigger asChild>
        <button
          type="button"
          className="cursor-pointer rounded bg-amber-100 px-0.5 font-medium text-amber-950 underline decoration-amber-500 decoration-dashed underline-offset-2 hover:bg-amber-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
          aria-label={`Fill in placeholder: ${placeholder.inner || 'empty'}`}
          data-testid="placeholder"
        >
          [{placeholder.inner}]
        </button>
      </PopoverTrigger>
      <PopoverContent align="start" data-testid="placeholder-editor" onOpenAutoFocus={(e) => {
        e.preventDefault();
        const input = document.getElementById(`${id}-value`) as HTMLInputElement | null;
        input?.focus();
        input?.select();
      }}>
        <form onSubmit={save} className="grid gap-2">
          <Label htmlFor={`${id}-value`}>Replace placeholder</Label>
          <Input id={`${id}-value`} value={value} onChange={(e) => setValue(e.target.value)} autoComplete="off" />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={value.trim() === ''}>
              Save
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
}
