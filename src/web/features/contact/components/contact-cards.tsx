import { Briefcase, Mail, MessagesSquare } from "lucide-react";
import { type ReactNode, useState } from "react";
import { buttonClass } from "../../../components/ui/button";
import { site } from "../../../content/site";

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <div className="mx-auto mb-4 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </div>
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <div className="mt-2 flex flex-1 flex-col items-center gap-3 text-slate-600">{children}</div>
    </div>
  );
}

function LiveChat() {
  const [asked, setAsked] = useState(false);
  return (
    <>
      <p>Quick questions, answered while you wait.</p>
      <button type="button" className={buttonClass("outline", "mt-auto")} onClick={() => setAsked(true)}>
        Start Live Chat
      </button>
      <p role="status" className="text-sm text-slate-700">
        {asked ? `Live chat coming soon! For now, please email ${site.supportEmail}.` : ""}
      </p>
    </>
  );
}

/** Email support, live chat, business inquiries. */
export function ContactCards() {
  const icon = "h-6 w-6";
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <Card icon={<Mail className={icon} aria-hidden="true" />} title="Email Support">
        <p>We reply within {site.responseHours.support} hours.</p>
        <a
          href={`mailto:${site.supportEmail}`}
          className="mt-auto font-medium break-all text-brand-700 underline"
        >
          {site.supportEmail}
        </a>
      </Card>
      <Card icon={<MessagesSquare className={icon} aria-hidden="true" />} title="Live Chat">
        <LiveChat />
      </Card>
      <Card icon={<Briefcase className={icon} aria-hidden="true" />} title="Business Inquiries">
        <p>Partnerships and press. We reply within {site.responseHours.business} hours.</p>
        <a
          href={`mailto:${site.contactEmails.business}`}
          className="mt-auto font-medium break-all text-brand-700 underline"
        >
          {site.contactEmails.business}
        </a>
      </Card>
    </div>
  );
}
