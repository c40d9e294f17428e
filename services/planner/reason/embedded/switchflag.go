package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// A flag that switches something on or off — enabled, active, or one
// whose description says "true to open roaming, false to close it" — is
// set by the verb the goal turns it with: "turn off roaming", 把国际漫游关掉.

// switchNames are the words of a flag's name that make it a switch.
var switchNames = map[string]bool{"enabled": true, "enable": true, "active": true, "activated": true, "on": true, "switch": true, "switched": true}

// switchDescRE is a flag's description that says true turns a thing on.
var switchDescRE = prefilter.MustCompile(`(?i)\btrue\s+(?:to|=)\s+(?:open|enable|turn\s+on|switch\s+on|activate|start)\b`)

// switchOnRE and switchOffRE are the verbs that turn a thing on and off.
var (
	switchOnRE  = prefilter.MustCompile(`(?i)\b(?:turn(?:s|ed|ing)?\s+(?:[a-z]+\s+){0,3}?on|switch(?:es|ed|ing)?\s+(?:[a-z]+\s+){0,3}?on|enabl(?:e|es|ed|ing)|activat(?:e|es|ed|ing)|re-?enabl(?:e|ed))\b|开通|打开|开启|启用`)
	switchOffRE = prefilter.MustCompile(`(?i)\b(?:turn(?:s|ed|ing)?\s+(?:[a-z]+\s+){0,3}?off|switch(?:es|ed|ing)?\s+(?:[a-z]+\s+){0,3}?off|shut(?:s|ting)?\s+(?:[a-z]+\s+){0,3}?off|disabl(?:e|es|ed|ing)|deactivat(?:e|es|ed|ing))\b|关掉|关闭|关了|停用|禁用`)
)

// switchFlag reports whether a boolean parameter switches a thing on or
// off, by its name or its description.
func switchFlag(name string, p property) bool {
	if switchDescRE.MatchString(p.Description) {
		return true
	}
	if !strings.Contains(name, "nabl") && !strings.Contains(name, "ctiv") && !strings.Contains(name, "on") && !strings.Contains(name, "witch") {
		return false // no switch word in the name: its words are not split
	}
	return slices.ContainsFunc(nameWords(name), func(w string) bool { return switchNames[w] })
}

// boolBySwitch sets a switch by the verbs of the subtask's part of the
// goal that turn things on or off, unnegated: true for on, false for off,
// none when it says both.
func boolBySwitch(name string, p property, g *goalValues) (any, bool) {
	if !switchFlag(name, p) {
		return nil, false
	}
	lower := g.lower[g.scopeStart:g.scopeEnd]
	if !switchedThingNamed(name, p, g.text[g.scopeStart:g.scopeEnd], lower) {
		return nil, false
	}
	said := func(re *prefilter.Regexp, not string) bool {
		for _, m := range re.FindAllStringIndex(lower, -1) {
			if slices.Contains(strings.Fields(lower[m[0]:m[1]]), not) {
				continue // "turn off roaming on 1370…": the on is no verb's
			}
			if len(strings.Fields(lower[m[0]:m[1]])) > 2 && !particleEndRE.MatchString(lower[m[1]:]) {
				continue // "turn in the report on 1370…": the on opens a place
			}
			if !endsWith(negatedVerbRE, lower[:m[0]]) && !negatedAt(lower, m[0]) {
				return true
			}
		}
		return false
	}
	on, off := said(switchOnRE, "off"), said(switchOffRE, "on")
	if on == off {
		return nil, false
	}
	return on, true
}

// particleEndRE opens the text after an on or off written apart from its
// verb that ends the phrase ("turn roaming off.", "switch it on for …"),
// not one that opens a place or a time: "turn in the report on 1370…".
var particleEndRE = prefilter.MustCompile(`^(?:\s*$|\s*[.,;!?，。；！？]|\s+(?:for|and|then|again|now|please|at|from|too)\b)`)

// switchedThingNamed reports whether a switch's name names no thing
// besides its switch word (enabled), or the goal writes one of the things
// it names: the alert of alert_enabled, in English, in a Chinese word the
// glossary reads as it, or in the Chinese its description brackets
// ("the alarm (报警)"). "turn off roaming" and 关闭工单 do not turn off
// notify_enabled.
func switchedThingNamed(name string, p property, text, lower string) bool {
	words := nameWords(name)
	if !slices.ContainsFunc(words, func(w string) bool { return switchNames[w] }) {
		return true // a switch by its description: state
	}
	things := slices.DeleteFunc(words, func(w string) bool { return switchNames[w] || len(w) < 3 })
	if len(things) == 0 {
		return true
	}
	prefix := func(w string) string { return w[:min(len(w), 5)] } // notify names notifications
	if slices.ContainsFunc(things, func(w string) bool { return strings.Contains(lower, prefix(w)) }) {
		return true
	}
	if !hasHan(text) {
		return false
	}
	for _, m := range bracketHeadHanRE.FindAllStringSubmatch(p.Description, -1) {
		if strings.Contains(text, m[1]) {
			return true
		}
	}
	for _, gw := range glossedWords(text) {
		if gw.viaTab && slices.ContainsFunc(things, func(w string) bool { return strings.HasPrefix(gw.stem, prefix(w)) }) {
			return true
		}
	}
	return false
}
