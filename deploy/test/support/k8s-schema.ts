import { ConfigMap, Namespace, Secret, Service, ServiceAccount } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import type { RenderedObject } from './kustomize';

/** A kubernetes-models class: built from plain data, `validate()` checks it against the API's JSON schema. */
interface ModelClass {
  new (data: never): { validate(): void };
}

/**
 * Models of every kind deploy/ renders, by `apiVersion/kind`. kubernetes-models 4.5 is generated from the
 * Kubernetes 1.33 OpenAPI document (autoscaling/v2 HPAs, native gRPC probes, policy/v1 budgets). A kind missing
 * here fails validation rather than passing unchecked.
 */
const MODELS: Record<string, ModelClass> = {
  'v1/Namespace': Namespace,
  'v1/ServiceAccount': ServiceAccount,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
};

/**
 * Validates one object against the Kubernetes JSON schema of its kind.
 * @returns problems as "<Kind>/<name>: <message>"; empty when the object is valid.
 */
export function schemaProblems(object: RenderedObject): string[] {
  const id = `${object.kind}/${object.metadata.name}`;
  const Model = MODELS[`${object.apiVersion}/${object.kind}`];
  if (!Model) return [`${id}: no schema for ${object.apiVersion} ${object.kind}`];
  try {
    new Model(object as never).validate();
    return [];
  } catch (error) {
    return [`${id}: ${(error as Error).message}`];
  }
}
