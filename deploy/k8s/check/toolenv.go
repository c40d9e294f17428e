package main

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"

	corev1 "k8s.io/api/core/v1"
	"sigs.k8s.io/yaml"
)

// CheckToolEnv holds every toolrunner to setting the variables its
// family's tools read: a manifest naming ${env:NAME} (or an SQL tool's
// dsn_env) that its runner lacks stops the runner at start.
const CheckToolEnv = "tool-env"

// envRef is a manifest's reference to a variable of the runner's
// environment.
var envRef = regexp.MustCompile(`\$\{env:([A-Za-z_][A-Za-z0-9_]*)\}`)

// manifestFile is the part of a tool manifest this check reads.
type manifestFile struct {
	Tools []map[string]json.RawMessage `json:"tools"`
}

// checkToolEnv finds the containers that run a toolrunner of a manifest
// family (HERMES_FAMILY and HERMES_MANIFESTS set literally, the manifests
// on a ConfigMap volume) and the variables their tools read.
func (o *objects) checkToolEnv(w workload) []Finding {
	var fs []Finding
	for _, c := range w.pod.Containers {
		family, dir := literalEnv(c, "HERMES_FAMILY"), literalEnv(c, "HERMES_MANIFESTS")
		if family == "" || dir == "" {
			continue
		}
		cm := o.mountedConfigMap(w, c, dir)
		if cm == nil {
			continue // manifests from elsewhere: nothing to read here
		}
		provided, open := o.providedEnv(w.namespace, c)
		if open {
			continue // an envFrom Secret may hold anything
		}
		for _, ref := range toolEnvRefs(cm, family) {
			if !provided[ref.name] {
				fs = append(fs, Finding{CheckToolEnv, w.id, fmt.Sprintf("container %s: tool %s (%s) reads %s, which the container does not set", c.Name, ref.tool, ref.file, ref.name)})
			}
		}
	}
	return fs
}

func literalEnv(c corev1.Container, name string) string {
	for _, e := range c.Env {
		if e.Name == name && e.ValueFrom == nil {
			return e.Value
		}
	}
	return ""
}

// mountedConfigMap returns the rendered ConfigMap mounted at dir in c.
func (o *objects) mountedConfigMap(w workload, c corev1.Container, dir string) *corev1.ConfigMap {
	for _, m := range c.VolumeMounts {
		if strings.TrimSuffix(m.MountPath, "/") != strings.TrimSuffix(dir, "/") {
			continue
		}
		for _, v := range w.pod.Volumes {
			if v.Name == m.Name && v.ConfigMap != nil {
				return o.configMaps[w.namespace+"/"+v.ConfigMap.Name]
			}
		}
	}
	return nil
}

// providedEnv returns the variables c sets; open is true when an envFrom
// Secret may set more than the manifests can tell.
func (o *objects) providedEnv(namespace string, c corev1.Container) (provided map[string]bool, open bool) {
	provided = map[string]bool{}
	for _, e := range c.Env {
		provided[e.Name] = true
	}
	for _, e := range c.EnvFrom {
		switch {
		case e.SecretRef != nil:
			open = true
		case e.ConfigMapRef != nil:
			if cm := o.configMaps[namespace+"/"+e.ConfigMapRef.Name]; cm != nil {
				for k := range cm.Data {
					provided[e.Prefix+k] = true
				}
			}
		}
	}
	return provided, open
}

type toolEnvRef struct{ file, tool, name string }

// toolEnvRefs lists the variables the tools of family read, over every
// manifest file of cm; files that are not manifests are left to the
// runner's own strict loading.
func toolEnvRefs(cm *corev1.ConfigMap, family string) []toolEnvRef {
	files := slices.Sorted(func(yield func(string) bool) {
		for k := range cm.Data {
			if !yield(k) {
				return
			}
		}
	})
	var refs []toolEnvRef
	for _, file := range files {
		var m manifestFile
		if err := yaml.Unmarshal([]byte(cm.Data[file]), &m); err != nil {
			continue
		}
		for _, t := range m.Tools {
			binding, ok := t[family]
			if !ok {
				continue
			}
			var name string
			_ = json.Unmarshal(t["name"], &name)
			names := map[string]bool{}
			for _, sub := range envRef.FindAllStringSubmatch(string(binding), -1) {
				names[sub[1]] = true
			}
			var sql struct {
				DSNEnv string `json:"dsn_env"`
			}
			if json.Unmarshal(binding, &sql) == nil && sql.DSNEnv != "" {
				names[sql.DSNEnv] = true
			}
			sorted := make([]string, 0, len(names))
			for n := range names {
				sorted = append(sorted, n)
			}
			sort.Strings(sorted)
			for _, n := range sorted {
				refs = append(refs, toolEnvRef{file, name, n})
			}
		}
	}
	return refs
}
