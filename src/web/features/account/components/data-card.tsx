import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button, buttonClass } from "../../../components/ui/button";
import { EXPORT_URL } from "../api/account";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** The Privacy Policy's promises on the profile: take a copy of everything, or delete everything. */
export function DataCard() {
  const [deleting, setDeleting] = useState(false);
  return (
    <section
      aria-labelledby="your-data"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2 id="your-data" className="text-lg font-semibold">
        Your data
      </h2>
      <p className="text-sm text-slate-600">
        Download a copy of your profile, conversations, books' details and what the coach remembers, as one
        JSON file. Or delete your account and all of it for good.
      </p>
      <div className="flex flex-wrap gap-3">
        <a href={EXPORT_URL} download className={buttonClass("outline")}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Download my data
        </a>
        <Button
          variant="outline"
          className="border-red-300 text-red-700 hover:bg-red-50"
          onClick={() => setDeleting(true)}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Delete my account
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </section>
  );
}
