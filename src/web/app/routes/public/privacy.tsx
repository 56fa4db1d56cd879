import { Link } from "wouter";
import { PublicLayout } from "../../../components/layout/public-layout";
import { privacySections } from "../../../content/privacy";
import { site } from "../../../content/site";
import { LegalDocument } from "../../../features/legal/components/legal-document";

export function PrivacyRoute() {
  return (
    <PublicLayout>
      <LegalDocument
        title="Privacy Policy"
        updated={site.policies.legalLastUpdated}
        sections={privacySections}
        intro={
          <p>
            What {site.productName} collects, why, and the choices you have. The short version: we use your
            data to coach you, nothing else, and you can take it with you or delete it at any time. See also
            our{" "}
            <Link href="/terms" className="font-medium text-brand-700 underline">
              Terms of Service
            </Link>
            .
          </p>
        }
      />
    </PublicLayout>
  );
}
