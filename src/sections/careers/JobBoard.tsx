/**
 * 'Current Openings' with department filter buttons; shows every open opening until a department is
 * chosen. An opening past its closing day leaves the list once the visitor's clock is known.
 */
import { css } from "@emotion/react";
import { useState } from "react";
import { useVisitorNow } from "../../hooks/use-visitor-now";
import { localToday } from "../../../form-contract/shared/local-today";
import { isOpenOn } from "../../lib/job-openings";
import { theme } from "../../styles/theme";
import { JobCard, type Job } from "./JobCard";

const ALL_DEPARTMENTS = "all";

interface Props {
  departments: readonly { id: string; label: string }[];
  jobs: readonly Job[];
  applicationEmail: string;
}

const filterStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.xl};
  padding: 0;
  list-style: none;
  button {
    min-height: ${theme.sizes.tapTarget};
    cursor: pointer;
    padding: 0 ${theme.space.lg};
    border: 2px solid ${theme.colors.primary};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.white};
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.bold};
  }
  button[aria-pressed="true"] {
    background: ${theme.colors.primary};
    color: ${theme.colors.white};
  }
`;

const emptyStyle = css`
  padding: ${theme.space.lg};
  border: 2px dashed ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.white};
  p:last-child {
    margin: 0;
  }
`;

export function JobBoard({ departments, jobs, applicationEmail }: Props) {
  const [selected, setSelected] = useState(ALL_DEPARTMENTS);
  const now = useVisitorNow();
  const labelOf = (id: string) => departments.find((department) => department.id === id)?.label ?? id;
  // The build only publishes open openings, so the static HTML lists them all.
  const open = now ? jobs.filter((job) => isOpenOn(job, localToday(now))) : jobs;
  const shown = selected === ALL_DEPARTMENTS ? open : open.filter((job) => job.department === selected);

  return (
    <>
      <ul css={filterStyle} aria-label="Filter openings by department" data-needs-js="">
        {departments.map(({ id, label }) => (
          <li key={id}>
            <button type="button" aria-pressed={selected === id} onClick={() => setSelected(id)}>
              {label}
            </button>
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        {shown.length === 0 ? (
          <div css={emptyStyle}>
            <p>
              <strong>
                {selected === ALL_DEPARTMENTS
                  ? "There are no openings right now."
                  : `There are no openings in ${labelOf(selected)} right now.`}
              </strong>
            </p>
            <p>
              New roles are posted here first. You are welcome to send your CV to{" "}
              <a href={`mailto:${applicationEmail}`}>{applicationEmail}</a> for future openings.
            </p>
          </div>
        ) : (
          <ul css={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: theme.space.lg }}>
            {shown.map((job) => (
              <li key={job.jsonId}>
                <JobCard job={job} departmentLabel={labelOf(job.department)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
