package lexical

// glossVenues is the glossary's vocabulary of the places people visit,
// borrow from and book (see glossWork): lending desks and their shelves,
// halls, talks and exhibitions put up, taken down and toured with a guide,
// clubs and their coaches, animals in care, and the counts and notices of
// their visitors.
const glossVenues = `
读者 = reader readers patron
借书证 读者证 图书证 = library card
分馆 分店 分部 = branch
总馆 = main branch central
书架 = shelf shelves
在架 = on shelf
借出 = on loan lent
馆藏 藏品 = collection holdings
杂志 期刊 = magazine periodical journal
电子书 = ebook e-book
有声书 = audiobook
经费 = budget funds funding
少儿 儿童 小孩 孩子 = child children kids
青少年 = teen teens teenager youth
作家 = author writer
讲座 = talk lecture
展览 展会 = exhibition display
布展 = install installation
撤展 = deinstall deinstallation
导览 = guided tour tours
讲解员 = docent guide
参观人数 = visitors attendance
自习室 = study room
客流 人流 客流量 = footfall visitors
志愿者 义工 = volunteer volunteers
阅读 = reading
挑战 = challenge
闭馆 = closure closed
开门 = open opening
关门 = close closed closure
办证 办卡 = issue card sign up
馆际互借 = interlibrary loan
索书号 = call number
捐赠 捐 = donate donation donated
剔旧 = weed withdraw
泡水 水损 = water damage
告示 = notice
兽医 = vet veterinarian
宠物 = pet pets
主人 宠主 = owner
狗 犬 = dog dogs
寄养 = boarding kennel
犬舍 笼位 = kennel kennels
洗澡 = bath
美容 = grooming beauty
剪毛 = haircut trim
芯片 = chip microchip
绝育 = spay neuter
胸片 = chest x-ray radiograph
超声 彩超 = ultrasound
血检 验血 血常规 = blood test bloodwork
主刀 = surgeon
手术室 = theatre operating room
镇静 = sedation sedate
概况 = overview summary
总结 = summary
打针 = shot injection
驱虫 = deworming parasite
在场 = on site present
教练 = coach trainer instructor
私教 = personal trainer personal training
体验卡 = trial pass
潜在 = prospective potential
`
