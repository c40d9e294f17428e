package main

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
)

// The checks; a Finding names the one it failed.
const (
	CheckDecode          = "decode"
	CheckProbes          = "probes"
	CheckGRPCProbe       = "grpc-probe"
	CheckResources       = "resources"
	CheckSecurityContext = "security-context"
	CheckInlineSecret    = "inline-secret"
	CheckImageTag        = "image-tag"
	CheckServiceSelector = "service-selector"
	CheckNetpolSelector  = "netpol-selector"
	CheckPDBSelector     = "pdb-selector"
	CheckHPATarget       = "hpa-target"
	CheckConfigMapRef    = "configmap-ref"
)

// Finding is one broken rule on one object.
type Finding struct {
	Check   string
	Object  string
	Message string
}

func (f Finding) String() string { return fmt.Sprintf("%s: %s: %s", f.Object, f.Check, f.Message) }

// secretName matches the names of settings that hold credentials: such a
// variable or ConfigMap key must come from a Secret, never be written down.
var secretName = regexp.MustCompile(`(?i)key|password|passwd|token|secret|credential|dsn`)

// workload is the pod template of a Deployment or StatefulSet.
type workload struct {
	id, kind, namespace, name string
	replicas                  *int32
	labels                    labels.Set
	pod                       corev1.PodSpec
}

// objects is a rendered overlay, decoded and indexed for the checks.
type objects struct {
	workloads  []workload
	services   []*corev1.Service
	policies   []*networkingv1.NetworkPolicy
	budgets    []*policyv1.PodDisruptionBudget
	scalers    []*autoscalingv2.HorizontalPodAutoscaler
	configMaps map[string]*corev1.ConfigMap // by namespace/name
	secrets    []*corev1.Secret
}

// Check decodes every rendered object and applies every rule; findings
// come sorted by object, then check.
func Check(dec *Decoder, rendered []Rendered) []Finding {
	var fs []Finding
	objs := objects{configMaps: map[string]*corev1.ConfigMap{}}
	for _, r := range rendered {
		obj, err := dec.Decode(r.YAML)
		if err != nil {
			fs = append(fs, Finding{CheckDecode, r.ID, err.Error()})
		}
		if obj != nil {
			objs.add(r.ID, obj)
		}
	}
	for _, w := range objs.workloads {
		fs = append(fs, checkWorkload(w)...)
		fs = append(fs, objs.checkConfigMapRefs(w)...)
		fs = append(fs, objs.checkToolEnv(w)...)
		fs = append(fs, objs.checkServiceTLS(w)...)
	}
	fs = append(fs, objs.checkInlineSecrets()...)
	fs = append(fs, objs.checkServices()...)
	fs = append(fs, objs.checkPolicies()...)
	fs = append(fs, objs.checkBudgets()...)
	fs = append(fs, objs.checkScalers()...)
	sort.SliceStable(fs, func(i, j int) bool {
		if fs[i].Object != fs[j].Object {
			return fs[i].Object < fs[j].Object
		}
		return fs[i].Check < fs[j].Check
	})
	return fs
}

func (o *objects) add(id string, obj runtime.Object) {
	switch x := obj.(type) {
	case *appsv1.Deployment:
		o.workloads = append(o.workloads, workload{id, "Deployment", x.Namespace, x.Name, x.Spec.Replicas, x.Spec.Template.Labels, x.Spec.Template.Spec})
	case *appsv1.StatefulSet:
		o.workloads = append(o.workloads, workload{id, "StatefulSet", x.Namespace, x.Name, x.Spec.Replicas, x.Spec.Template.Labels, x.Spec.Template.Spec})
	case *corev1.Service:
		o.services = append(o.services, x)
	case *networkingv1.NetworkPolicy:
		o.policies = append(o.policies, x)
	case *policyv1.PodDisruptionBudget:
		o.budgets = append(o.budgets, x)
	case *autoscalingv2.HorizontalPodAutoscaler:
		o.scalers = append(o.scalers, x)
	case *corev1.ConfigMap:
		o.configMaps[x.Namespace+"/"+x.Name] = x
	case *corev1.Secret:
		o.secrets = append(o.secrets, x)
	}
}

// selected returns the workloads in namespace whose pods sel matches.
func (o *objects) selected(namespace string, sel labels.Selector) []workload {
	var out []workload
	for _, w := range o.workloads {
		if w.namespace == namespace && sel.Matches(w.labels) {
			out = append(out, w)
		}
	}
	return out
}

func containers(pod corev1.PodSpec) []corev1.Container {
	return append(slices.Clone(pod.InitContainers), pod.Containers...)
}

func checkWorkload(w workload) []Finding {
	var fs []Finding
	add := func(check, format string, args ...any) {
		fs = append(fs, Finding{check, w.id, fmt.Sprintf(format, args...)})
	}
	init := len(w.pod.InitContainers)
	for i, c := range containers(w.pod) {
		if i >= init { // init containers run to completion: no probes
			if c.ReadinessProbe == nil {
				add(CheckProbes, "container %s has no readinessProbe", c.Name)
			}
			if c.LivenessProbe == nil {
				add(CheckProbes, "container %s has no livenessProbe", c.Name)
			}
			if msg := grpcProbeProblem(c); msg != "" {
				add(CheckGRPCProbe, "container %s: %s", c.Name, msg)
			}
		}
		for _, msg := range resourceProblems(c) {
			add(CheckResources, "container %s: %s", c.Name, msg)
		}
		for _, msg := range securityProblems(w.pod.SecurityContext, c) {
			add(CheckSecurityContext, "container %s: %s", c.Name, msg)
		}
		if msg := imageProblem(c.Image); msg != "" {
			add(CheckImageTag, "container %s: %s", c.Name, msg)
		}
		for _, e := range c.Env {
			if e.ValueFrom == nil && secretName.MatchString(e.Name) && !inSecretVolume(w.pod, c, e.Value) {
				add(CheckInlineSecret, "container %s: env %s has a literal value; take it from a Secret (secretKeyRef)", c.Name, e.Name)
			}
		}
	}
	return fs
}

// grpcProbeProblem holds a container that serves gRPC (a port named grpc)
// to probing it with the standard health service, which says whether the
// service is ready rather than whether a socket opens: on the port named
// health when there is one (the plain-text health listener of a server
// whose grpc port speaks mutual TLS, which a probe cannot), else on the
// grpc port.
func grpcProbeProblem(c corev1.Container) string {
	ports := map[string]int32{}
	for _, p := range c.Ports {
		ports[p.Name] = p.ContainerPort
	}
	if ports["grpc"] == 0 {
		return ""
	}
	name, port := "grpc", ports["grpc"]
	if h := ports["health"]; h != 0 {
		name, port = "health", h
	}
	probes := []struct {
		name  string
		probe *corev1.Probe
	}{{"readinessProbe", c.ReadinessProbe}, {"livenessProbe", c.LivenessProbe}, {"startupProbe", c.StartupProbe}}
	for _, p := range probes {
		if p.probe == nil {
			continue
		}
		if p.probe.GRPC == nil || p.probe.GRPC.Port != port {
			return fmt.Sprintf("%s must be a grpc probe on the %s port %d", p.name, name, port)
		}
	}
	return ""
}

func resourceProblems(c corev1.Container) []string {
	var out []string
	for _, name := range []corev1.ResourceName{corev1.ResourceCPU, corev1.ResourceMemory} {
		if _, ok := c.Resources.Requests[name]; !ok {
			out = append(out, fmt.Sprintf("no %s request", name))
		}
		if _, ok := c.Resources.Limits[name]; !ok {
			out = append(out, fmt.Sprintf("no %s limit", name))
		}
	}
	return out
}

// securityProblems holds every container to non-root, a read-only root
// file system, no privilege escalation and no capabilities; the pod's
// runAsNonRoot counts unless the container overrides it.
func securityProblems(pod *corev1.PodSecurityContext, c corev1.Container) []string {
	sc := c.SecurityContext
	if sc == nil {
		sc = &corev1.SecurityContext{}
	}
	nonRoot := sc.RunAsNonRoot
	if nonRoot == nil && pod != nil {
		nonRoot = pod.RunAsNonRoot
	}
	var out []string
	if nonRoot == nil || !*nonRoot {
		out = append(out, "runAsNonRoot is not true")
	}
	if sc.ReadOnlyRootFilesystem == nil || !*sc.ReadOnlyRootFilesystem {
		out = append(out, "readOnlyRootFilesystem is not true")
	}
	if sc.AllowPrivilegeEscalation == nil || *sc.AllowPrivilegeEscalation {
		out = append(out, "allowPrivilegeEscalation is not false")
	}
	if sc.Privileged != nil && *sc.Privileged {
		out = append(out, "privileged")
	}
	if sc.Capabilities == nil || !slices.Contains(sc.Capabilities.Drop, "ALL") {
		out = append(out, "capabilities do not drop ALL")
	} else if len(sc.Capabilities.Add) > 0 {
		out = append(out, fmt.Sprintf("capabilities add %v", sc.Capabilities.Add))
	}
	return out
}

// imageProblem refuses an image with no tag or the moving tag latest; a
// digest pins it too.
func imageProblem(image string) string {
	if image == "" {
		return "no image"
	}
	if strings.Contains(image, "@sha256:") {
		return ""
	}
	last := image[strings.LastIndex(image, "/")+1:]
	_, tag, ok := strings.Cut(last, ":")
	switch {
	case !ok || tag == "":
		return fmt.Sprintf("image %s has no tag; pin one", image)
	case tag == "latest":
		return fmt.Sprintf("image %s uses the moving tag latest; pin a version", image)
	}
	return ""
}

// inSecretVolume reports whether value is a path inside a Secret volume
// mounted in c, or a projected volume made of Secrets only: a setting that
// names the file a Secret provides.
func inSecretVolume(pod corev1.PodSpec, c corev1.Container, value string) bool {
	for _, m := range c.VolumeMounts {
		if !strings.HasPrefix(value, strings.TrimSuffix(m.MountPath, "/")+"/") {
			continue
		}
		for _, v := range pod.Volumes {
			if v.Name == m.Name && secretsOnly(v) {
				return true
			}
		}
	}
	return false
}

// secretsOnly reports whether every file of v comes from a Secret.
func secretsOnly(v corev1.Volume) bool {
	if v.Secret != nil {
		return true
	}
	if v.Projected == nil || len(v.Projected.Sources) == 0 {
		return false
	}
	for _, src := range v.Projected.Sources {
		if src.Secret == nil {
			return false
		}
	}
	return true
}

// checkInlineSecrets refuses Secrets in the manifests (they are created in
// the cluster, never committed) and ConfigMap keys named like credentials.
func (o *objects) checkInlineSecrets() []Finding {
	var fs []Finding
	for _, s := range o.secrets {
		if len(s.Data) > 0 || len(s.StringData) > 0 {
			fs = append(fs, Finding{CheckInlineSecret, objectID("Secret", s.Namespace, s.Name),
				"the manifests carry secret values; create the Secret in the cluster and reference it"})
		}
	}
	for _, cm := range o.configMaps {
		keys := slices.Sorted(func(yield func(string) bool) {
			for k := range cm.Data {
				if !yield(k) {
					return
				}
			}
		})
		for _, k := range keys {
			if secretName.MatchString(k) {
				fs = append(fs, Finding{CheckInlineSecret, objectID("ConfigMap", cm.Namespace, cm.Name),
					fmt.Sprintf("key %s looks like a credential; keep it in a Secret", k)})
			}
		}
	}
	return fs
}

// checkConfigMapRefs refuses a reference to a ConfigMap the overlay does
// not render (unless optional): the pod would never start.
func (o *objects) checkConfigMapRefs(w workload) []Finding {
	var names []string
	for _, c := range containers(w.pod) {
		for _, e := range c.EnvFrom {
			if r := e.ConfigMapRef; r != nil && !isTrue(r.Optional) {
				names = append(names, r.Name)
			}
		}
		for _, e := range c.Env {
			if e.ValueFrom != nil && e.ValueFrom.ConfigMapKeyRef != nil && !isTrue(e.ValueFrom.ConfigMapKeyRef.Optional) {
				names = append(names, e.ValueFrom.ConfigMapKeyRef.Name)
			}
		}
	}
	for _, v := range w.pod.Volumes {
		if v.ConfigMap != nil && !isTrue(v.ConfigMap.Optional) {
			names = append(names, v.ConfigMap.Name)
		}
	}
	var fs []Finding
	for _, n := range names {
		if o.configMaps[w.namespace+"/"+n] == nil {
			fs = append(fs, Finding{CheckConfigMapRef, w.id, fmt.Sprintf("ConfigMap %s is not in the manifests", n)})
		}
	}
	return fs
}

func isTrue(b *bool) bool { return b != nil && *b }

// checkServices holds every Service to selecting pods the overlay runs,
// and its named target ports to ports those pods declare.
func (o *objects) checkServices() []Finding {
	var fs []Finding
	for _, s := range o.services {
		id := objectID("Service", s.Namespace, s.Name)
		if len(s.Spec.Selector) == 0 {
			fs = append(fs, Finding{CheckServiceSelector, id, "no selector: it selects no Deployment or StatefulSet"})
			continue
		}
		ws := o.selected(s.Namespace, labels.SelectorFromSet(s.Spec.Selector))
		if len(ws) == 0 {
			fs = append(fs, Finding{CheckServiceSelector, id, fmt.Sprintf("selector %v matches no Deployment or StatefulSet", s.Spec.Selector)})
			continue
		}
		for _, p := range s.Spec.Ports {
			if name := p.TargetPort.StrVal; name != "" && !declaresPort(ws, name) {
				fs = append(fs, Finding{CheckServiceSelector, id, fmt.Sprintf("port %s targets %q, which the selected pods do not declare", p.Name, name)})
			}
		}
	}
	return fs
}

func declaresPort(ws []workload, name string) bool {
	for _, w := range ws {
		for _, c := range w.pod.Containers {
			for _, p := range c.Ports {
				if p.Name == name {
					return true
				}
			}
		}
	}
	return false
}

// checkPolicies holds every NetworkPolicy to selecting running pods, and
// each pod peer of its rules (same namespace) too: a selector that
// matches nothing silently isolates or admits nobody.
func (o *objects) checkPolicies() []Finding {
	var fs []Finding
	for _, p := range o.policies {
		id := objectID("NetworkPolicy", p.Namespace, p.Name)
		if msg := o.selectorProblem(p.Namespace, &p.Spec.PodSelector); msg != "" {
			fs = append(fs, Finding{CheckNetpolSelector, id, "podSelector " + msg})
		}
		var peers []networkingv1.NetworkPolicyPeer
		for _, r := range p.Spec.Ingress {
			peers = append(peers, r.From...)
		}
		for _, r := range p.Spec.Egress {
			peers = append(peers, r.To...)
		}
		for _, peer := range peers {
			if peer.PodSelector == nil || peer.NamespaceSelector != nil {
				continue // pods of other namespaces are not in these manifests
			}
			if msg := o.selectorProblem(p.Namespace, peer.PodSelector); msg != "" {
				fs = append(fs, Finding{CheckNetpolSelector, id, "peer podSelector " + msg})
			}
		}
	}
	return fs
}

// selectorProblem says why sel selects no pod in namespace, or "".
func (o *objects) selectorProblem(namespace string, sel *metav1.LabelSelector) string {
	s, err := metav1.LabelSelectorAsSelector(sel)
	if err != nil {
		return fmt.Sprintf("is invalid: %v", err)
	}
	if len(o.selected(namespace, s)) == 0 {
		return fmt.Sprintf("%q matches no pods of a Deployment or StatefulSet", s.String())
	}
	return ""
}

func (o *objects) checkBudgets() []Finding {
	var fs []Finding
	for _, b := range o.budgets {
		if b.Spec.Selector == nil {
			fs = append(fs, Finding{CheckPDBSelector, objectID("PodDisruptionBudget", b.Namespace, b.Name), "no selector"})
			continue
		}
		if msg := o.selectorProblem(b.Namespace, b.Spec.Selector); msg != "" {
			fs = append(fs, Finding{CheckPDBSelector, objectID("PodDisruptionBudget", b.Namespace, b.Name), "selector " + msg})
		}
	}
	return fs
}

// checkScalers holds every autoscaler to a workload that exists and does
// not set its own replicas: each apply would reset the count the
// autoscaler chose.
func (o *objects) checkScalers() []Finding {
	var fs []Finding
	for _, h := range o.scalers {
		id := objectID("HorizontalPodAutoscaler", h.Namespace, h.Name)
		ref := h.Spec.ScaleTargetRef
		i := slices.IndexFunc(o.workloads, func(w workload) bool {
			return w.namespace == h.Namespace && w.kind == ref.Kind && w.name == ref.Name
		})
		switch {
		case i < 0:
			fs = append(fs, Finding{CheckHPATarget, id, fmt.Sprintf("scaleTargetRef %s %s is not in the manifests", ref.Kind, ref.Name)})
		case o.workloads[i].replicas != nil:
			fs = append(fs, Finding{CheckHPATarget, id, fmt.Sprintf("%s %s sets replicas, which the autoscaler owns", ref.Kind, ref.Name)})
		}
	}
	return fs
}
