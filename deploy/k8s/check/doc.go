// Command check renders hermes's kustomize overlays and checks every object
// offline, with no cluster: each is strictly decoded into the k8s.io/api
// type of its kind (an unknown or misspelt field is an error, as the API
// server would refuse it), then held to the rules a hermes deployment
// keeps — probes and resources on every container, a locked-down security
// context, no secret value in the manifests, images pinned by tag, and
// selectors (Services, NetworkPolicies, PodDisruptionBudgets, autoscalers)
// that match pods the overlay really runs, toolrunners that set every
// variable their tool manifests read, planners and toolrunners that serve
// mutual TLS with an allow-list, and gRPC probes on the plain-text health
// port of a server that has one.
//
//	go run . ../overlays/dev ../overlays/prod
//
// With no arguments it checks every directory under ../overlays. It exits 1
// when a finding is reported.
package main
