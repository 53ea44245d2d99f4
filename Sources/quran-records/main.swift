import RecordServer

print("quran-records")
