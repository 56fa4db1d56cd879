import { Link } from "wouter";
import { PublicLayout } from "../../../components/layout/public-layout";
import { site } from "../../../content/site";
import { termsSections } from "../../../content/terms";
import { LegalDocument } from "../../../features/legal/components/legal-document";

export function TermsRoute() {
  return (
    <PublicLayout>
      <LegalDocument
        title="Terms of Service"
        updated={site.policies.legalLastUpdated}
        sections={termsSections}
        intro={
          <p>
            The rules for using {site.productName}, in plain words. Please also read our{" "}
            <Link href="/privacy" className="font-medium text-brand-700 underline">
              Privacy Policy
            </Link>
            .
          </p>
        }
      />
    </PublicLayout>
  );
}
