import { type FormEvent, useId } from "react";
import { toast } from "sonner";
import { CONTACT_LIMITS, CONTACT_SUBJECTS, type ContactSubject } from "../../../../shared/api/contact";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { serverMessage } from "../../../lib/api-client";
import { useSendContactMessage } from "../api/send-contact";

const control =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-500";

/** 'Send Us a Message': the browser checks the fields, the server stores the message. */
export function ContactForm() {
  const send = useSendContactMessage();
  const subjectId = useId();
  const messageId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (name: string) => String(data.get(name) ?? "");
    send.mutate(
      {
        name: value("name"),
        email: value("email"),
        subject: value("subject") as ContactSubject,
        message: value("message"),
      },
      {
        onSuccess: (response) => {
          toast.success("Message sent!", { description: response.message });
          form.reset();
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} aria-label="Send Us a Message" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" name="name" autoComplete="name" required maxLength={CONTACT_LIMITS.name} />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={subjectId} className="block text-sm font-medium text-slate-700">
          Subject
        </label>
        <select id={subjectId} name="subject" required defaultValue="" className={control}>
          <option value="" disabled>
            Choose a topic...
          </option>
          {Object.entries(CONTACT_SUBJECTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={messageId} className="block text-sm font-medium text-slate-700">
          Message
        </label>
        <textarea
          id={messageId}
          name="message"
          rows={6}
          required
          maxLength={CONTACT_LIMITS.message}
          placeholder="How can we help?"
          className={control}
        />
      </div>
      {send.error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {serverMessage(send.error, "Your message could not be sent. Please try again.")}
        </p>
      )}
      <Button type="submit" className="w-full px-6 py-3 text-base sm:w-auto" disabled={send.isPending}>
        {send.isPending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
