import { useMemories } from "../api/memories";
import { MemoryItem } from "./memory-item";

/** "What your coach remembers": the facts the coach keeps about the user, which he controls. */
export function MemoryCard() {
  const { data, isPending, isError } = useMemories();
  return (
    <section
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6"
      aria-labelledby="memory-heading"
    >
      <h2 id="memory-heading" className="text-lg font-semibold">
        What your coach remembers
      </h2>
      <p className="text-sm text-slate-600">
        The coach uses these to personalise advice. Edit anything that is wrong, or delete what it should
        forget.
      </p>
      {isPending && <div aria-busy="true" className="h-10" />}
      {isError && <p className="text-sm text-red-700">These could not be loaded. Please reload the page.</p>}
      {data?.length === 0 && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
          Nothing yet. Tell the coach about yourself and it will remember.
        </p>
      )}
      {data && data.length > 0 && (
        <ul className="divide-y divide-slate-100" aria-label="Memories">
          {data.map((memory) => (
            <MemoryItem key={memory.id} memory={memory} />
          ))}
        </ul>
      )}
    </section>
  );
}
