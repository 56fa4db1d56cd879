import { ChevronDown, Download } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { buttonClass } from "../../../components/ui/button";
import type { ExportFormat } from "../api/export-conversation";

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: "md", label: "Markdown (.md)" },
  { format: "json", label: "JSON (.json)" },
];

/** Free plan: a disabled button that says why. It stays focusable so the reason can be read. */
function LockedExport() {
  const tip = useId();
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={tip}
        className={buttonClass("outline", "cursor-not-allowed opacity-60")}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        Export
      </button>
      <span
        id={tip}
        role="tooltip"
        className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-2 -translate-x-1/2 rounded-md bg-slate-900 px-2 py-1 text-xs whitespace-nowrap text-white opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
      >
        Premium feature
      </span>
    </span>
  );
}

/** Premium: download the conversation as Markdown or JSON, built in the page. */
export function ExportMenu({
  enabled,
  onExport,
}: {
  enabled: boolean;
  onExport: (format: ExportFormat) => void;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menu = useId();

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === "Escape"
          : !root.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  if (!enabled) return <LockedExport />;
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menu}
        onClick={() => setOpen((value) => !value)}
        className={buttonClass("outline")}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        Export
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </button>
      {open && (
        <ul
          id={menu}
          className="absolute right-0 z-10 mt-1 w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {FORMATS.map(({ format, label }) => (
            <li key={format}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  onExport(format);
                }}
                className="w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100"
              >
                {label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
