package lexical

// actionGroups are everyday English verbs of what a request asks done,
// each line the verbs (and their action nouns) one reader would swap for
// another without changing the request: "enhance" a photo is to
// "improve" it, to "fetch" a record is to "retrieve" it. They join
// relatedGroups (see related). A verb that commits what was pending
// (confirm a booking) is a write, not one of checking, and stays out.
const actionGroups = `
improve improvement enhance enhancement boost optimize optimise optimization optimisation upgrade
explain explanation clarify interpret understand comprehend
check verify verification validate validation
troubleshoot troubleshooting debug debugging diagnose
retrieve retrieval fetch obtain acquire
organize organise organization organisation arrange categorize categorise classify
monitor monitoring oversee supervise
analyze analyse analysis evaluate evaluation assess assessment examine examination inspect inspection
explore exploration discover browse
choose select selection pick
erase delete
build builder construct create
teach educate instruct
`
