/** One job opening with every detail a candidate needs and an e-mail link to apply. */
import { css } from "@emotion/react";
import { Icon } from "../../icons/Icon";
import { formatDate } from "../../lib/dates";
import { formatNaira } from "../../../form-contract/shared/naira";
import { theme } from "../../styles/theme";
import { buttonStyle } from "../../components/ui/Button";
import { surfaceStyle } from "../../components/ui/Card";
import { CheckList } from "../../components/ui/CheckList";

export type Job = Pick<
  Queries.JobsJson,
  | "jsonId"
  | "title"
  | "department"
  | "location"
  | "type"
  | "experience"
  | "salary"
  | "validThrough"
  | "description"
  | "responsibilities"
  | "requirements"
  | "benefits"
  | "applicationEmail"
>;

interface Props {
  job: Job;
  departmentLabel: string;
}

const cardStyle = css`
  ${surfaceStyle};
  padding: ${theme.space.lg};
  h3 {
    font-size: ${theme.fontSizes.h3};
  }
  h4 {
    font-size: ${theme.fontSizes.lg};
    margin-top: ${theme.space.lg};
  }
`;

const factsStyle = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(11rem, 100%), 1fr));
  gap: ${theme.space.md};
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.md};
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.sm};
  dt {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${theme.fontWeights.bold};
  }
`;

/** A job's pay as a visitor reads it: "₦250,000 per month (gross)". */
export function formatSalary({ amount, period, basis }: { amount: number; period: string; basis: string }): string {
  return `${formatNaira(amount)} per ${period} (${basis})`;
}

function applicationHref(job: Job): string {
  const subject = encodeURIComponent(`Application: ${job.title}`);
  return `mailto:${job.applicationEmail.join(",")}?subject=${subject}`;
}

export function JobCard({ job, departmentLabel }: Props) {
  const facts = [
    ["Department", departmentLabel],
    ["Location", job.location],
    ["Type", job.type],
    ["Experience", job.experience],
    ["Salary", formatSalary(job.salary)],
    ["Apply by", formatDate(job.validThrough)],
  ];
  return (
    <article css={cardStyle} aria-labelledby={`job-${job.jsonId}`}>
      <h3 id={`job-${job.jsonId}`}>{job.title}</h3>
      <dl css={factsStyle}>
        {facts.map(([term, detail]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
      <p>{job.description}</p>
      <h4>Responsibilities</h4>
      <CheckList items={job.responsibilities} />
      <h4>Requirements</h4>
      <CheckList items={job.requirements} />
      <h4>Benefits</h4>
      <CheckList items={job.benefits} />
      <h4>How to Apply</h4>
      <p>
        E-mail your CV and a short cover letter to{" "}
        {job.applicationEmail.map((address, index) => (
          <span key={address}>
            {index > 0 && (index === job.applicationEmail.length - 1 ? " and " : ", ")}
            <a href={`mailto:${address}`}>{address}</a>
          </span>
        ))}
        , with the job title in the subject line.
      </p>
      <a href={applicationHref(job)} css={buttonStyle("accent")}>
        <Icon name="Mail" size={20} />
        Apply by E-mail
      </a>
    </article>
  );
}
