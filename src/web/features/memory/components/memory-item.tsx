import { Check, Pencil, Trash2, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { Memory } from "../../../../shared/api/memory";
import { Button } from "../../../components/ui/button";
import { failureToast } from "../../../lib/failure-toast";
import { useDeleteMemory, useUpdateMemory } from "../api/memories";

// updateMemoryRequestSchema allows 300 characters; the contract exports no constant for it.
const FACT_MAX = 300;

export function MemoryItem({ memory }: { memory: Memory }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateMemory();
  const remove = useDeleteMemory();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fact = String(new FormData(event.currentTarget).get("fact") ?? "").trim();
    if (!fact) return;
    update.mutate(
      { id: memory.id, fact },
      { onSuccess: () => setEditing(false), onError: failureToast("Error", "Could not save.") },
    );
  };

  if (editing) {
    return (
      <li>
        <form onSubmit={onSubmit} className="flex items-center gap-2">
          <input
            name="fact"
            aria-label="Memory"
            defaultValue={memory.fact}
            maxLength={FACT_MAX}
            required
            // biome-ignore lint/a11y/noAutofocus: the user just asked to edit this line
            autoFocus
            onKeyDown={(event) => event.key === "Escape" && setEditing(false)}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-500"
          />
          <Button
            type="submit"
            variant="ghost"
            aria-label="Save memory"
            disabled={update.isPending}
            className="px-2"
          >
            <Check className="h-4 w-4 text-green-700" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            aria-label="Cancel editing"
            onClick={() => setEditing(false)}
            className="px-2"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Button>
        </form>
      </li>
    );
  }
  return (
    <li className="flex items-center gap-2">
      <span className="min-w-0 flex-1 text-sm break-words text-slate-800">{memory.fact}</span>
      <Button
        variant="ghost"
        aria-label={`Edit "${memory.fact}"`}
        onClick={() => setEditing(true)}
        className="px-2"
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        aria-label={`Forget "${memory.fact}"`}
        disabled={remove.isPending}
        onClick={() => remove.mutate(memory.id, { onError: failureToast("Error", "Could not delete.") })}
        className="px-2"
      >
        <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
      </Button>
    </li>
  );
}
