package main

import (
	"fmt"
	"strings"

	corev1 "k8s.io/api/core/v1"
)

// CheckServiceTLS holds every planner and toolrunner to mutual TLS: each
// of their containers sets its certificate, key and CA (paths inside a
// mounted Secret volume) and the allow-list of its callers. A service
// missing one serves plain text, or admits any certificate the CA signed.
const CheckServiceTLS = "service-tls"

// tlsServices are the components, by their app.kubernetes.io/component
// label, that only other hermes services call.
var tlsServices = map[string]bool{"planner": true, "toolrunner": true}

// tlsFiles are the settings naming a file; HERMES_TLS_ALLOW names callers.
var tlsFiles = []string{"HERMES_TLS_CERT", "HERMES_TLS_KEY", "HERMES_TLS_CA"}

func (o *objects) checkServiceTLS(w workload) []Finding {
	if !tlsServices[w.labels["app.kubernetes.io/component"]] {
		return nil
	}
	var fs []Finding
	add := func(c corev1.Container, format string, args ...any) {
		fs = append(fs, Finding{CheckServiceTLS, w.id, fmt.Sprintf("container %s: ", c.Name) + fmt.Sprintf(format, args...)})
	}
	for _, c := range w.pod.Containers {
		for _, name := range append(tlsFiles, "HERMES_TLS_ALLOW") {
			value, known, set := o.envValue(w.namespace, c, name)
			switch {
			case !set:
				add(c, "%s is not set; a %s must serve mutual TLS", name, w.labels["app.kubernetes.io/component"])
			case known && value == "":
				add(c, "%s is empty", name)
			case known && name != "HERMES_TLS_ALLOW" && !inSecretVolume(w.pod, c, value):
				add(c, "%s %s is not inside a Secret volume the container mounts", name, value)
			}
		}
	}
	return fs
}

// envValue returns the value c gives name: set says whether c sets it at
// all, known whether the manifests say the value (a literal or a rendered
// ConfigMap's) rather than a Secret or the pod.
func (o *objects) envValue(namespace string, c corev1.Container, name string) (value string, known, set bool) {
	for _, e := range c.Env {
		if e.Name == name {
			return e.Value, e.ValueFrom == nil, true
		}
	}
	// Among envFrom sources the last one setting a name wins.
	for i := len(c.EnvFrom) - 1; i >= 0; i-- {
		e := c.EnvFrom[i]
		if e.ConfigMapRef == nil {
			continue
		}
		key, ok := strings.CutPrefix(name, e.Prefix)
		if cm := o.configMaps[namespace+"/"+e.ConfigMapRef.Name]; ok && cm != nil {
			if v, ok := cm.Data[key]; ok {
				return v, true, true
			}
		}
	}
	return "", false, false
}
