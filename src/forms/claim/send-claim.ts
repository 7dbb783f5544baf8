/**
 * Delivers a claim to the submissions service. XMLHttpRequest rather than fetch, because only it reports
 * upload progress, which a visitor sending several photos over mobile data needs to see.
 */
import { apiUrl, readAnswer, type Receipt } from "../shared/api";

/** `onProgress` gets the share of the body sent so far, from 0 to 1. */
export type SendClaim = (payload: FormData, onProgress?: (sent: number) => void) => Promise<Receipt>;

export const sendClaim: SendClaim = (payload, onProgress) =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", apiUrl("/api/claims"));
    request.responseType = "json";
    request.setRequestHeader("accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      try {
        resolve(readAnswer(request.status, request.response));
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener("error", () => reject(new Error("The claim could not be sent")));
    request.addEventListener("abort", () => reject(new Error("Sending the claim was cut short")));
    request.send(payload);
  });
