import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';

/** Full text of a letter or resume in a dialog, with copy and whatever actions the caller adds. */
export function TextViewer(props: { open: boolean; onOpenChange: (o: boolean) => void; title: string; description?: string; text: string; actions?: ReactNode; children?: ReactNode }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.text);
      toast({ title: 'Copied', description: 'The text is on your clipboard.' });
    } catch {
      toast({ title: 'Copy failed', description: 'Your browser did not allow copying.', variant: 'destructive' });
    }
  };
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          {props.description ? <DialogDescription>{props.description}</DialogDescription> : null}
        </DialogHeader>
        {props.children ?? (
          <div className="max-h-[60vh] overflow-y-auto whitespace-pre-wrap rounded-md border border-slate-200 bg-slate-50 p-4 font-serif text-sm leading-relaxed text-slate-900" tabIndex={0} aria-label={`${props.title} text`}>
            {props.text}
          </div>
        )}
        <DialogFooter className="flex-wrap gap-2">
          <Button variant="outline" onClick={copy}>
            <Copy aria-hidden="true" /> Copy
          </Button>
          {props.actions}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
